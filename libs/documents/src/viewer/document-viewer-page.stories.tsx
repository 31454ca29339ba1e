import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentStory } from '../testing/document-story';
import { DocumentViewerPage } from './document-viewer-page';

const at = (docId: string) => ({ route: `/documents/51000101/view?docId=${encodeURIComponent(`51000101 ${docId}`)}` });

const meta = {
  title: 'documents/DocumentViewerPage',
  component: DocumentStory,
  args: { persona: 'au-family', path: '/documents/:policyNumber/view', ...at('LETTER 0002'), children: <DocumentViewerPage /> },
} satisfies Meta<typeof DocumentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF letter in the browser, with download and open in a new tab. */
export const PdfLetter: Story = {};

/** The Welcome pack (DocumentType PD). */
export const WelcomePack: Story = { args: at('WELCOME 0001') };

/** An HTML e-mail with a cid: letterhead and a PDF under 'Attached Files'. */
export const EmailWithAttachment: Story = { args: at('EMAIL 0003') };

/** A plain-text e-mail. */
export const PlainTextEmail: Story = { args: at('EMAIL 0004') };

/** An e-mail with remote images: hidden, and said so (no deployment names an image host). */
export const EmailWithRemoteImages: Story = { args: at('EMAIL 0005') };

/** An e-mail without a FileType: its content says e-mail. */
export const EmailWithoutFileType: Story = { args: at('EMAIL 0011') };

/** An id holding '+', from an address that was not form-encoded (the '+' reads back as a space): still found. */
export const PlusInIdFromAddress: Story = { args: { route: '/documents/51000101/view?docId=51000101+LETTER+0010' } };

/** Content that is neither PDF nor e-mail: 'Document not found'. */
export const UnknownContent: Story = { args: at('LETTER 0007') };

/** An id that is not in the policy's list: 'Document not found'. */
export const UnknownDocument: Story = { args: at('NOTHING') };

/** The download failed: the message and a retry. */
export const DownloadFailed: Story = { args: at('LETTER 0008') };

/** 'Loading your document...' (while the policies and the document list load). */
export const Loading: Story = { args: { persona: undefined } };
