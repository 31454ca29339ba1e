import { brand } from '@portal/brand-ironbark';
import { startPortal } from '@portal/shell';

void startPortal(brand);
