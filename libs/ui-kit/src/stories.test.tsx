import type { ComponentType, ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithTheme } from './testing/render-with-theme';

// Every ui-kit story is a valid CSF3 story that renders under a theme without throwing.
type StoryModule = Record<string, unknown> & {
  default: { title: string; component: ComponentType<Record<string, unknown>>; args?: object; render?: Render };
};
type Render = (args: Record<string, unknown>, context: object) => ReactElement;
type Story = { args?: object; render?: Render; name?: string };

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

beforeAll(() => {
  // jsdom lacks showModal()/close() (see modal.test.tsx for a faithful stand-in).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe.each(Object.entries(modules))('%s', (path, module) => {
  const meta = module.default;
  const folder = path.split('/')[1] ?? '';
  const stories = Object.entries(module).filter(([key]) => key !== 'default') as Array<[string, Story]>;

  it('has a ui-kit title, a component and at least one story', () => {
    expect(meta.title).toMatch(/^ui-kit\/[A-Z][A-Za-z]+$/);
    const kebab = meta.title
      .slice('ui-kit/'.length)
      .replace(/(?<!^)([A-Z])/g, '-$1')
      .toLowerCase();
    expect(kebab).toBe(folder);
    expect(meta.component).toBeTruthy();
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('story %s renders', (_name, story) => {
    const args = { ...meta.args, ...story.args } as Record<string, unknown>;
    const render = story.render ?? meta.render;
    const Component = meta.component;
    const { container } = renderWithTheme(render ? render(args, {}) : <Component {...args} />);
    expect(container).toBeInstanceOf(HTMLElement);
  });
});
