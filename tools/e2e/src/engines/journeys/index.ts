import type { Journey } from '../journey';
import { codeAndBanners } from './code-and-banners';
import { contactsAndDocuments } from './contacts-and-documents';
import { paysByCard } from './pays-by-card';
import { updatesCard } from './updates-card';

/** Every journey the engines run, in order. */
export const JOURNEYS: readonly Journey[] = [paysByCard, contactsAndDocuments, codeAndBanners, updatesCard];
