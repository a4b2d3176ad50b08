/** Contact Support uses the same external messaging-app profile as the footer's Contact link. */
export { CONTACT_URL as SUPPORT_CONTACT_URL } from '@/components/layout/footer';
