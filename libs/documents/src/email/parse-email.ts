/** An e-mail (.eml) as the viewer shows it: headers, one body, inline images by Content-ID and the attachments. */
export type ParsedEmail = {
  from: string;
  /** ISO 8601 when the Date header could be read, else as written (or null). */
  date: string | null;
  subject: string;
  html: string | null;
  text: string | null;
  /** Inline images (cid:) as data: URLs, keyed by Content-ID without angle brackets, lower-cased. */
  inlineImages: Map<string, string>;
  attachments: EmailAttachment[];
};

export type EmailAttachment = { fileName: string; mimeType: string; bytes: Uint8Array; inline: boolean };

const toDataUrl = (mimeType: string, bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mimeType};base64,${btoa(binary)}`;
};

/** A Content-ID or cid: reference as a map key: no angle brackets, URL-decoded, lower-cased. */
export const contentIdKey = (id: string): string => {
  const bare = id.trim().replace(/^cid:/i, '').replace(/^<|>$/g, '');
  try {
    return decodeURIComponent(bare).toLowerCase();
  } catch {
    return bare.toLowerCase();
  }
};

const SAFE_IMAGE = /^image\/(png|jpe?g|gif|webp|bmp)$/i;

/** Parses an .eml with postal-mime, loaded on first use (its own chunk, never in the route's chunk). */
export async function parseEmail(bytes: Uint8Array): Promise<ParsedEmail> {
  const { default: PostalMime } = await import('postal-mime');
  const email = await PostalMime.parse(bytes, { attachmentEncoding: 'arraybuffer' });
  const inlineImages = new Map<string, string>();
  const attachments: EmailAttachment[] = [];
  for (const part of email.attachments) {
    const content = part.content;
    const partBytes = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content as ArrayBuffer);
    if (part.contentId && SAFE_IMAGE.test(part.mimeType))
      inlineImages.set(contentIdKey(part.contentId), toDataUrl(part.mimeType, partBytes));
    attachments.push({
      fileName: part.filename ?? '',
      mimeType: part.mimeType,
      bytes: partBytes,
      inline: part.disposition === 'inline' || Boolean(part.related),
    });
  }
  const from = email.from && 'address' in email.from ? email.from : undefined;
  return {
    from: from ? (from.name ? `${from.name} <${from.address}>` : (from.address ?? '')) : '',
    date: email.date ?? null,
    subject: email.subject ?? '',
    html: email.html ?? null,
    text: email.text ?? null,
    inlineImages,
    attachments,
  };
}

/** The PDF attachments listed under 'Attached Files' (inline parts such as letterhead images are not). */
export const pdfAttachments = (email: ParsedEmail): EmailAttachment[] =>
  email.attachments.filter((a) => a.mimeType.toLowerCase() === 'application/pdf' || /\.pdf$/i.test(a.fileName));
