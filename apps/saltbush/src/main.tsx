import { brand } from '@portal/brand-saltbush';
import { startPortal } from '@portal/shell';

void startPortal(brand);
