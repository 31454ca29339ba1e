import type { UnavailableWording } from '@portal/config';

/**
 * Tamarack Life's two unavailable pages in Canadian French (the static 503.html and the configuration failure page).
 * Both show English and French at once and cannot wait for the French chunk, so the brand definition carries these;
 * wording.fr.ts takes the configuration failure texts from here.
 */
export const unavailableFr: UnavailableWording = {
  serviceUnavailable: {
    title: 'Service non disponible',
    heading: 'Désolés, ce service n’est pas disponible',
    body: 'Nous ne pouvons pas afficher votre compte pour le moment. C’est habituellement temporaire : veuillez réessayer dans quelques minutes.',
    help: 'Si vous avez besoin d’aide dès maintenant, appelez-nous au {phone}.',
    retry: 'Réessayer',
  },
  configError: {
    heading: 'Le portail n’est pas accessible',
    body: 'Nous ne pouvons pas charger les paramètres du portail. Veuillez réessayer plus tard ou nous appeler au {phone}.',
  },
};
