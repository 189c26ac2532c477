/**
 * What the shell takes from the account feature to compose it with others: the activity recorder
 * (features report actions through lib/activity-events.ts) and the profile query (the booking
 * dialog prefills its contact step from it). Routes import the account pages and forms directly.
 */
export { recordActivity } from './activity';
export { profileQueryOptions } from './api/profile-query';
