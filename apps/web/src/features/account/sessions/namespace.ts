/** The translation namespace of the devices-and-sessions page (locales/<lng>/sessions.json), loaded with the route. */
export const SESSIONS_NS = 'sessions';
