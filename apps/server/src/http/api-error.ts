// The class lives in the domain (domain/errors.ts), which must not import http/. Kept only for app.ts and
// web/game-assets.ts, which belong to other changes; delete once they import domain/errors.ts.
export { ApiError } from '../domain/errors.ts';
