// The smallest app on this stack: react, react-dom, a declarative router and one styled
// component. Its first-load JS is the floor the landing page is compared with.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';

const Title = styled.h1`
  color: navy;
`;

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Title>Floor</Title>} />
    </Routes>
  </BrowserRouter>,
);
