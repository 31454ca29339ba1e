import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readyChunk } from './ready-chunk';

type Chunk = { default: () => ReactNode };
const chunk: Chunk = { default: () => <p>Enter your code</p> };

// React 19 retries a render that suspended on its first mount inside act(): each such render is wrapped in one.

/** What a page shows while the chunk is not in, and each time it was shown. */
function shown(fallbacks: string[]) {
  function Fallback() {
    fallbacks.push('fallback');
    return <p>Waiting</p>;
  }
  return <Fallback />;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p role="alert">Could not load</p> : this.props.children);
}

function page(chunkOf: ReturnType<typeof readyChunk<Chunk>>, fallbacks: string[]) {
  function Step() {
    const Loaded = chunkOf.useModule().default;
    return <Loaded />;
  }
  return (
    <Boundary>
      <Suspense fallback={shown(fallbacks)}>
        <Step />
      </Suspense>
    </Boundary>
  );
}

describe('readyChunk (issue 37: the code screen comes without the page emptying first)', () => {
  it('renders a chunk fetched beforehand in the same render, never showing the fallback', async () => {
    const ready = readyChunk(() => Promise.resolve(chunk));
    await ready.preload();
    const fallbacks: string[] = [];
    render(page(ready, fallbacks));
    // Synchronously, in the render that asked for it: nothing for React to wait for, so no empty page meanwhile.
    expect(screen.getByText('Enter your code')).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('shows the fallback while the chunk is still coming, then the chunk, fetched once', async () => {
    let arrive: (c: Chunk) => void = () => undefined;
    const load = vi.fn(() => new Promise<Chunk>((resolve) => (arrive = resolve)));
    const ready = readyChunk(load);
    void ready.preload();
    const fallbacks: string[] = [];
    await act(async () => void render(page(ready, fallbacks)));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => arrive(chunk));
    expect(await screen.findByText('Enter your code')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a preload that failed (offline while typing): the render fetches again', async () => {
    const load = vi.fn<() => Promise<Chunk>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(chunk);
    const ready = readyChunk(load);
    await expect(ready.preload()).rejects.toThrow('offline');
    await act(async () => void render(page(ready, [])));
    expect(await screen.findByText('Enter your code')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a failure the render met to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ready = readyChunk<Chunk>(() => Promise.reject(new Error('chunk gone')));
    await act(async () => void render(page(ready, [])));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
  });
});
