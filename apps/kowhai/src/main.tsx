import { brand } from '@portal/brand-kowhai';
import { startPortal } from '@portal/shell';

void startPortal(brand);
