import { useEffect, useState } from 'react';

/** An object URL for bytes (a PDF to show, open or download), revoked when the bytes change or the caller unmounts. */
export function useBlobUrl(bytes: Uint8Array, type: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
    // The URL is an external resource that must be revoked with the effect's cleanup, so the effect owns it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [bytes, type]);
  return url;
}
