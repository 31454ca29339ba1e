import { brand } from '@portal/brand-pohutukawa';
import { startPortal } from '@portal/shell';

void startPortal(brand);
