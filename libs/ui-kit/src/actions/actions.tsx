import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Cluster } from '../cluster/cluster';

/**
 * A row of actions (buttons and button links) at the end of a form, dialog or message: the main action first,
 * wrapping on a narrow screen, each action as tall as the tallest. A `Cluster` with the actions' gap (3) and
 * alignment (stretch); `$justify="end"` puts them at the right.
 */
export const Actions = styled(Cluster).attrs<ComponentProps<typeof Cluster>>(({ $align = 'stretch', $gap = 3 }) => ({ $align, $gap }))``;
