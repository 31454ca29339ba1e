// What the end-to-end suite's session journey plays a replay with (the player's own page and its reader).
export { playerPage, servePage } from './player-page';
export { readRecords, type RrwebEvent } from './read-records';
