/** The footer: every group and link, in order. */
export const QUICK_LINKS = ['Home', 'About Us', 'Courses', 'Teachers', 'Contact'] as const;
export const RESOURCES = ['Blog', 'Help Center', 'Support', 'Community', 'Events'] as const;
export const POLICY_LINKS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] as const;
export const SOCIAL_LINKS = ['Facebook', 'X', 'Instagram', 'LinkedIn', 'YouTube'] as const;

/** Defaults for the footer's {phone} / {email} placeholders; a host sets its own by attribute. */
export const CONTACT_DEFAULTS = {
  address: '123 Learning Lane, Springfield, ST 12345',
  phone: '+1 (555) 010-2030',
  email: 'hello@eduportal.example',
};
