import { useState } from 'react';

/** A column of the cards' grid at its narrowest (20rem), and a card at its shortest (a lapsed policy's, on a wide screen). */
const COLUMN_MIN_PX = 320;
const CARD_MIN_PX = 200;

/**
 * How many policy cards can be in the first screen at most: the grid's columns (20rem each at least) times the rows of
 * the shortest card that fit the window's height. Taken once, when the dashboard opens (placeCards' first screen); an
 * estimate on the generous side, so that every card in view is in it.
 */
export function useFirstScreenCount(): number {
  const [count] = useState(
    () => Math.max(1, Math.floor(window.innerWidth / COLUMN_MIN_PX)) * Math.max(1, Math.ceil(window.innerHeight / CARD_MIN_PX)),
  );
  return count;
}
