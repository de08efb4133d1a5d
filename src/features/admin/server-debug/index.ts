export { ServerDebugPage } from './pages/server-debug-page';
export { StatsCard } from './components/stats-card';
