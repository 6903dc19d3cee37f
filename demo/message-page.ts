/** A page of one message: its title, a sentence and a link home (the not-found page, a refused file). */
export function messagePage(title: string, text: string, goHome: string, role?: 'alert'): HTMLElement {
  const section = document.createElement('section');
  section.className = 'not-found';
  if (role) section.setAttribute('role', role);
  const h1 = document.createElement('h1');
  h1.textContent = title;
  const p = document.createElement('p');
  p.textContent = text;
  const home = document.createElement('a');
  home.href = '/';
  home.textContent = goHome;
  p.append(home);
  section.append(h1, p);
  return section;
}
