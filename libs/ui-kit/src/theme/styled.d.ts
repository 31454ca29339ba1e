import 'styled-components';
import type { Theme } from './base-theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface that extends Theme
  export interface DefaultTheme extends Theme {}
}
