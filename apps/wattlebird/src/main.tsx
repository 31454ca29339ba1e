import { brand } from '@portal/brand-wattlebird';
import { startPortal } from '@portal/shell';

void startPortal(brand);
