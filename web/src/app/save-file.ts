// A download that needs the bearer token cannot be a plain link: the file is fetched as a blob and
// handed to the browser to save under its name.

export function saveFile (data: Blob, name: string): void {
  const url = URL.createObjectURL(data)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
