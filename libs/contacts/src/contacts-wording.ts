/** Base English of the contacts lib (namespace 'contacts'). Brands override keys in brands/<slug>/wording. */
export const contactsWording = {
  'placeholder.body': 'This part of the portal is being built.',
};
