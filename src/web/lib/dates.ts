import dayjs from 'dayjs';
import { DATE_FORMAT } from '@shared/constants';

/** Dates are shown as MM/DD/YYYY HH:mm:ss in the shopper's local time. */
export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format(DATE_FORMAT);
}
