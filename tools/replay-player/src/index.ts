// What the end-to-end suite's session journey plays a replay with: the player's own page and its server.
export { playerPage, servePage } from './player-page';
export type { RrwebEvent } from './read-records';
