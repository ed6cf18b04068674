/**
 * Paths that features and shared code navigate to (accounts spec §2, lobby spec §2.1). They live in lib so a
 * feature can link to another feature's page without importing it or the app layer.
 */
export const PATHS = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  settings: '/m/set',
  trial: '/m/trail',
} as const;
