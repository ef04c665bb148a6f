export { WeekNav, type WeekNavProps } from './WeekNav';
