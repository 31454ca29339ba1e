import type { Journey } from '../journey';
import { paysByCard } from './pays-by-card';

/** Every journey the engines run, in order. */
export const JOURNEYS: readonly Journey[] = [paysByCard];
