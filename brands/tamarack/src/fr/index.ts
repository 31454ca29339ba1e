// Registers dayjs's Canadian French (month names) as 'fr-ca': imported here, in the brand's lazy French chunk, so
// no other brand's artifact carries it.
import 'dayjs/locale/fr-ca.js';
import type { LanguageResources } from '@portal/config';
import { wordingFr } from './wording.fr.ts';

/**
 * Tamarack Life in Canadian French (fr-CA): the libs' wording, the brand's header and footer, and the regional
 * configuration's messages (laid over /configResponse.json, which keeps its contract and its English).
 */
export const french: LanguageResources = {
  wording: wordingFr,
  dayjsLocale: 'fr-ca',
  brand: {
    headerText: 'L’assurance vie des familles canadiennes',
    footer: {
      links: [
        { label: 'Politique de confidentialité', href: 'https://my.tamarack.example/fr/confidentialite' },
        { label: 'Conditions d’utilisation', href: 'https://my.tamarack.example/fr/conditions' },
        { label: 'Accessibilité', href: '/accessibility' },
        { label: 'Nous joindre', href: 'https://my.tamarack.example/fr/nous-joindre' },
      ],
      labels: ['Tamarack Life, compagnie d’assurance (fictive)', 'Nous sommes là du lundi au vendredi, de 8 h à 18 h.'],
      html: '<p>Assurance établie par Tamarack Life (un assureur fictif, à des fins de démonstration). Lisez le <a href="https://my.tamarack.example/fr/sommaire" hreflang="fr-CA">sommaire du produit</a> avant de prendre une décision.</p>',
    },
    beneficiaryFormUrl: 'https://my.tamarack.example/forms/designation-beneficiaire.pdf',
  },
  regional: {
    regionalisation: {
      accountLockMessage:
        'Votre compte a été verrouillé après trop de tentatives. Appelez-nous au {phone} et nous vous aiderons à y accéder de nouveau.',
      invalidOTPMessage: 'Le code de vérification saisi est incorrect. Veuillez le vérifier et réessayer.',
      loginFailureMessage:
        '<p>Nous n’avons pas pu vérifier vos renseignements. Veuillez les vérifier et réessayer, ou nous appeler au <a href="tel:18005550106">{phone}</a>.</p>',
      transactionsNotSelectedInOrderMessage:
        'Veuillez sélectionner vos paiements en retard en commençant par le plus ancien. Vous ne pouvez pas sauter un paiement plus ancien.',
      dateOfBirth: {
        invalidMessage: 'Entrez une date de naissance valide. Vous devez avoir entre 18 et 99 ans.',
        example: 'Par exemple, 1980-03-21',
      },
      mobileInvalidMessage: 'Entrez un numéro de cellulaire valide, par exemple 4165550123.',
      emailInvalidMessage: 'Entrez une adresse courriel valide, par exemple nom@exemple.com.',
      postcodeInvalidMessage: 'Entrez un code postal valide, par exemple A1A 1A1.',
      pages: {
        policyDetails: {
          inboxTitle: 'Mes documents',
          paymentUpdateErrorHtml:
            '<p>Nous n’avons pas pu mettre à jour votre mode de paiement. Veuillez réessayer ou nous appeler au {phone}.</p>',
        },
      },
      payNow: { payNowButtonText: 'Payer maintenant' },
      updatePaymentDetails: {
        directDebitAgreement:
          'J’autorise le prélèvement sur mon compte des primes de mon assurance {productName}, payées {frequency}, selon l’entente de débit préautorisé.',
        creditCardAgreement: 'J’autorise le paiement par carte des primes de mon assurance {productName}, payées {frequency}.',
      },
      updateContactDetails: {
        heading: 'Modifier mes coordonnées',
        subtitle: 'Les changements s’appliquent à toutes vos polices. Pour changer votre nom, veuillez nous appeler au {phone}.',
        termsText:
          'En enregistrant, vous confirmez que ces coordonnées sont exactes et qu’elles peuvent servir à vous joindre au sujet de vos polices.',
      },
      address: {
        suburbLabel: 'Ville',
        stateLabel: 'Province ou territoire',
        postcodeLabel: 'Code postal',
      },
      payments: { bankCodeLabel: 'Numéro de transit et d’institution' },
    },
    bankInfoName: 'Numéro de compte',
  },
};
