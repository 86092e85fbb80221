import { GoodsList } from './BookLinesList.tsx';

export default GoodsList;
