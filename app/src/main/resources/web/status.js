// One line that answers: what a button did, what the server said, why a key was refused.

export function say(text, bad = false) {
  const a = document.getElementById('answer');
  a.textContent = text;
  a.className = bad ? 'bad' : '';
}
