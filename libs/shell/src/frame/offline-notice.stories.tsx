import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { OfflineNotice } from './offline-notice';

/** The notice as it shows while the browser is offline (the story makes navigator.onLine false). */
function Offline() {
  useEffect(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    return () => {
      delete (navigator as { onLine?: boolean }).onLine;
      if (descriptor) window.dispatchEvent(new Event('online'));
    };
  }, []);
  return <OfflineNotice />;
}

const meta = { title: 'shell/OfflineNotice', component: Offline } satisfies Meta<typeof Offline>;
export default meta;
export const WhileOffline: StoryObj<typeof meta> = {};
