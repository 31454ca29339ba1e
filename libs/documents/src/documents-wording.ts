/** Base English of the documents lib (namespace 'documents'). Brands override keys in brands/<slug>/wording. */
export const documentsWording = {
  'placeholder.body': 'This part of the portal is being built.',
};
