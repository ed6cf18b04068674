/** The home page: alias target, unknown-route fallback and the back target of lobby spec §2.3. */
export const HOME = '/m/home';
