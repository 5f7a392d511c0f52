// The live domain's face: the event bus every domain announces its changes on (across instances, through
// the database's notifications), and the Server-Sent Events stream that passes them to browsers.
export { createEventBus, type CollectionChange, type EventBus, type FileChange } from './event-bus';
export { liveRoutes } from './routes';
