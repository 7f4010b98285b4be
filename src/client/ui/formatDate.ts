import dayjs from 'dayjs';

/** The spec's dates: YYYY-MM-DD HH:mm in the viewer's time zone. */
export const formatDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
