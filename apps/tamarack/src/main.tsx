import { brand } from '@portal/brand-tamarack';
import { startPortal } from '@portal/shell';

void startPortal(brand);
