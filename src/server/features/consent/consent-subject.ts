export type { ConsentSubject } from '@/shared/consent-subjects';
