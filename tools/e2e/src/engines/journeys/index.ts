import type { Journey } from '../journey';
import { contactsAndDocuments } from './contacts-and-documents';
import { paysByCard } from './pays-by-card';

/** Every journey the engines run, in order. */
export const JOURNEYS: readonly Journey[] = [paysByCard, contactsAndDocuments];
