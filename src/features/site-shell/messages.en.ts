/** The header's and footer's texts; link tables are keyed by the name the `edu-link` event carries. */
const en = {
  productName: 'EduPortal',
  tagline: 'Free, world-class education for anyone, anywhere.',
  account: 'Account',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  signOut: 'Sign Out',
  signOutFailed: (reason: string) => `Could not sign out: ${reason}`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  socialMedia: 'Social media',
  quickLinksHeading: 'Quick Links',
  quickLinks: { Home: 'Home', 'About Us': 'About Us', Courses: 'Courses', Teachers: 'Teachers', Contact: 'Contact' },
  resourcesHeading: 'Resources',
  resources: { Blog: 'Blog', 'Help Center': 'Help Center', Support: 'Support', Community: 'Community', Events: 'Events' },
  contactHeading: 'Contact Us',
  policies: 'Policies',
  policyLinks: { 'Privacy Policy': 'Privacy Policy', 'Terms of Service': 'Terms of Service', 'Cookie Policy': 'Cookie Policy' },
  copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
};

export default en;
