/** Base English of the documents lib (namespace 'documents'). Brands override keys in brands/<slug>/src/wording.ts. */
export const documentsWording = {
  // The list's heading, the viewer's way back and the page title: the served pages.policyDetails.inboxTitle (common:inbox when blank).
  policyNumber: 'Policy No. {number}',
  loadingList: 'Loading your documents...',
  listLoadFailed: 'We could not load your documents. Please try again later.',
  empty: 'There are no documents for this policy yet.',
  tableCaption: 'Documents for policy {number}',
  'column.date': 'Date',
  'column.subject': 'Subject',
  'sort.dateDesc': 'Sorted by date, newest first',
  'sort.dateAsc': 'Sorted by date, oldest first',
  'sort.subject': 'Sorted by subject, A to Z',
  'sort.byDate': 'Date',
  'sort.bySubject': 'Subject',
  welcome: 'Welcome',
  noDate: 'No date',
  viewDocument: '{subject}, {date}',
  backToList: 'Back to {title}',
  // Viewer (spec sections 2 and 8)
  loadingDocument: 'Loading your document...',
  notFound: 'Document not found',
  downloadFailed: 'Unable to download the Document. Please try again.',
  download: 'Download {name}',
  openInNewTab: 'Open {name} in a new tab',
  pdfFrameTitle: '{name} (PDF)',
  pdfNoInline: 'Your browser cannot show PDF documents on this page. Download the document or open it in a new tab.',
  pdfClosing: 'Your document is downloading. This window will close in 2 seconds.',
  // E-mail
  emailLoading: 'Opening your e-mail...',
  emailFailed: 'We could not open this e-mail.',
  from: 'From',
  date: 'Date',
  subject: 'Subject',
  emailBodyTitle: 'E-mail: {subject}',
  remoteBlocked: 'Images from the internet are hidden to protect your privacy.',
  attachedFiles: 'Attached Files',
  noSubject: '(no subject)',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    documents: typeof documentsWording;
  }
}
