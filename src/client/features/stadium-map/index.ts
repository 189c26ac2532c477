// The stadium seat map (issue 15 §2) for events on their venue's seating plan. Loaded on demand
// (its own chunk): the shell hands it to the booking dialog as a collaborator.
export { StadiumMap, type StadiumMapProps } from './components/stadium-map';
