import { useState, type ComponentType } from 'react';
import { useBrand } from '@portal/config';
import type { VariantSelectionProps } from '../selection/variant-a-selection';
import { brandOverdue, payableOf, storySelection, type StorySelection } from './story-fixtures';

export type SelectionStoryProps = { selected: StorySelection; extendedDishonour?: boolean };

/**
 * A variant's selection, interactive, for the overdue customer of the story's brand (the sandbox's persona for it, its
 * region's money and dates); in extended dishonour, the sandbox's customer in dishonour (its policy of this variant)
 * as a customer of that brand.
 */
export function selectionStory(Selection: ComponentType<VariantSelectionProps>, dishonourPolicy: string) {
  return function SelectionStory({ selected, extendedDishonour = false }: SelectionStoryProps) {
    const brand = useBrand();
    const [payments] = useState(() =>
      extendedDishonour ? payableOf('au-dishonour', dishonourPolicy, brand.id) : brandOverdue(brand.id).payable,
    );
    const [selection, setSelection] = useState(() => storySelection(payments, selected));
    return (
      <Selection
        payments={payments}
        selection={selection}
        locked={extendedDishonour}
        onChange={setSelection}
        onNext={() => undefined}
        onCancel={() => undefined}
      />
    );
  };
}
