/** Base English of the payment-update lib (namespace 'paymentUpdate'). Brands override keys in brands/<slug>/wording. */
export const paymentUpdateWording = {
  'placeholder.body': 'This part of the portal is being built.',
};
