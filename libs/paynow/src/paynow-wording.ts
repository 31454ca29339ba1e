/** Base English of the paynow lib (namespace 'paynow'). Brands override keys in brands/<slug>/wording. */
export const paynowWording = {
  'placeholder.body': 'This part of the portal is being built.',
};
