/** The product's name and contact points, used in every page, e-mail and text. */
export const product = {
  name: 'Family Check-In',
  supportEmail: 'support@familycheckin.example',
} as const;
