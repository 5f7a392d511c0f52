// The site domain's face: the site's public configuration, the generated initials avatars, and the
// health and readiness probes.
export { avatarRoutes } from './avatar';
export { healthRoutes } from './health';
export { siteRoutes } from './routes';
