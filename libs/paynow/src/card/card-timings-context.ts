import { createContext, useContext } from 'react';
import { defaultCardTimings, type CardTimings } from '../paynow-timings';

/** The card element's timings (section 9); tests and stories inject shorter ones. */
export const CardTimingsContext = createContext<CardTimings>(defaultCardTimings);

export const useCardTimings = () => useContext(CardTimingsContext);
