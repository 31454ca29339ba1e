import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES, renderContractTypes } from './generate-types.ts';

describe('the generated contract types', () => {
  it('match the OpenAPI document (regenerate with: npx tsx libs/core-api/contract/generate-types.ts)', async () => {
    // Compared whole, not as a snapshot: the checked-in file is what every type check of the contract reads.
    expect(readFileSync(GENERATED_TYPES, 'utf8') === (await renderContractTypes()), `${GENERATED_TYPES} is stale`).toBe(true);
  });
});
